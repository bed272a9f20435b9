// The `kotoba` Python module: the classifier and the runner in-process, for harnesses written in
// Python.
//
//   import kotoba
//   classifier = kotoba.Classifier()                 # build once, share across threads
//   v = classifier.classify("import os as o\no.system('id')")
//   v.decision, v.labels                             # 'ask', ['shell-spawn']
//   v.findings[0].evidence                           # 'o.system -> os.system (import os as o, line 1)'
//   v.to_dict() == json.loads(v.to_json())           # the JSON of DESIGN.md section 3
//
// Both `classify` and `run` release the GIL while they work, so threads classify in parallel.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/time/time.h"
#include "kotoba/classifier.h"
#include "kotoba/options.h"
#include "kotoba/verdict.h"
#include "runner/runner.h"

namespace py = pybind11;

namespace kotoba {
namespace {

std::vector<std::string> LabelNames(LabelSet labels) {
  std::vector<std::string> out;
  for (Label l : labels.ToVector()) out.emplace_back(LabelName(l));
  return out;
}

// Label names -> set; an unknown name is a ValueError rather than a silently smaller approval.
LabelSet ParseLabels(const std::vector<std::string>& names) {
  LabelSet out;
  for (const std::string& name : names) {
    std::optional<Label> label = ParseLabel(name);
    if (!label) throw py::value_error("unknown label: '" + name + "'");
    out.Add(*label);
  }
  return out;
}

Language ParseLanguageArg(std::string_view name) {
  std::optional<Language> language = ParseLanguage(name);
  if (!language) {
    throw py::value_error("language must be python|py|shell|bash|sh, not '" + std::string(name) +
                          "'");
  }
  return *language;
}

// str is classified as its UTF-8 encoding; bytes as they are (invalid UTF-8 yields `opaque`,
// exactly as the CLI and the C ABI do).
std::string SourceBytes(const py::object& source) {
  if (py::isinstance<py::bytes>(source)) return source.cast<std::string>();
  if (py::isinstance<py::str>(source)) return source.cast<std::string>();
  throw py::type_error("source must be str or bytes");
}

// The dict form is parsed from the JSON form so the two can never disagree.
py::object JsonToPython(const std::string& json) {
  return py::module_::import("json").attr("loads")(json);
}

void RaiseForStatus(const absl::Status& status) {
  if (status.code() == absl::StatusCode::kInvalidArgument) {
    throw py::value_error(std::string(status.message()));
  }
  throw std::runtime_error(std::string(status.message()));
}

void BindVerdict(py::module_& m) {
  py::class_<Finding>(m, "Finding", "One reason for one label: the rule, where, and what it resolved.")
      .def_property_readonly("label", [](const Finding& f) { return std::string(LabelName(f.label)); })
      .def_readonly("rule", &Finding::rule)
      .def_readonly("line", &Finding::line)
      .def_readonly("column", &Finding::column, "1-based, in bytes")
      .def_readonly("end_line", &Finding::end_line)
      .def_readonly("end_column", &Finding::end_column)
      .def_readonly("evidence", &Finding::evidence)
      .def_readonly("message", &Finding::message)
      .def("__repr__", [](const Finding& f) {
        return "<Finding " + std::string(LabelName(f.label)) + " " + f.rule + " line " +
               std::to_string(f.line) + ": " + f.message + ">";
      });

  py::class_<ShellCommand>(m, "Command", "A simple shell command as bash would run it.")
      .def_readonly("argv", &ShellCommand::argv)
      .def_property_readonly("labels", [](const ShellCommand& c) { return LabelNames(c.labels); })
      .def_readonly("read_only", &ShellCommand::read_only)
      .def_readonly("line", &ShellCommand::line);

  py::class_<Verdict>(m, "Verdict", "What a snippet can do (DESIGN.md section 3).")
      .def_property_readonly("decision",
                             [](const Verdict& v) { return std::string(DecisionName(v.decision)); })
      .def_property_readonly("labels", [](const Verdict& v) { return LabelNames(v.labels); })
      .def_readonly("read_only", &Verdict::read_only)
      .def_readonly("findings", &Verdict::findings)
      .def_property_readonly("language",
                             [](const Verdict& v) { return std::string(LanguageName(v.language)); })
      .def_readonly("elapsed_us", &Verdict::elapsed_us)
      .def_readonly("commands", &Verdict::commands)
      .def("to_json", &ToJson, "The verdict as one line of JSON, as the C ABI and CLI print it.")
      .def("to_dict", [](const Verdict& v) { return JsonToPython(ToJson(v)); })
      .def(
          "refusal",
          [](const Verdict& v, const std::vector<std::string>& allow) {
            return runner::RefusalReason(v, ParseLabels(allow));
          },
          py::arg("allow") = std::vector<std::string>{},
          "The plain-language refusal naming each label outside `allow` with its evidence, or "
          "None when every label is approved. What a harness says when no one can be asked.")
      .def("__repr__", [](const Verdict& v) {
        return "<Verdict " + std::string(DecisionName(v.decision)) + " [" + v.labels.ToString() +
               "]>";
      });
}

void BindClassifier(py::module_& m) {
  const Options d;
  py::class_<Classifier>(m, "Classifier",
                         "Build once, then classify from any thread. Keyword arguments are the "
                         "limits of include/kotoba/options.h; exceeding one yields `opaque`.")
      .def(py::init([](size_t max_input_bytes, int64_t parse_timeout_us, int max_syntax_depth,
                       size_t max_fold_steps, size_t max_value_bytes, size_t max_total_fold_bytes,
                       int max_nesting_depth, size_t max_brace_words, int max_wrapper_depth) {
             Options o;
             o.max_input_bytes = max_input_bytes;
             o.parse_timeout = std::chrono::microseconds(parse_timeout_us);
             o.max_syntax_depth = max_syntax_depth;
             o.max_fold_steps = max_fold_steps;
             o.max_value_bytes = max_value_bytes;
             o.max_total_fold_bytes = max_total_fold_bytes;
             o.max_nesting_depth = max_nesting_depth;
             o.max_brace_words = max_brace_words;
             o.max_wrapper_depth = max_wrapper_depth;
             absl::StatusOr<Classifier> c = Classifier::Create(o);
             if (!c.ok()) RaiseForStatus(c.status());
             return *std::move(c);
           }),
           py::kw_only(), py::arg("max_input_bytes") = d.max_input_bytes,
           py::arg("parse_timeout_us") = d.parse_timeout.count(),
           py::arg("max_syntax_depth") = d.max_syntax_depth,
           py::arg("max_fold_steps") = d.max_fold_steps,
           py::arg("max_value_bytes") = d.max_value_bytes,
           py::arg("max_total_fold_bytes") = d.max_total_fold_bytes,
           py::arg("max_nesting_depth") = d.max_nesting_depth,
           py::arg("max_brace_words") = d.max_brace_words,
           py::arg("max_wrapper_depth") = d.max_wrapper_depth)
      .def(
          "classify",
          [](const Classifier& c, const py::object& source, std::string_view language) {
            Language lang = ParseLanguageArg(language);
            std::string bytes = SourceBytes(source);
            py::gil_scoped_release release;
            return c.Classify(bytes, lang);
          },
          py::arg("source"), py::arg("language") = "python",
          "Classifies Python (default) or shell (language='shell') source; never raises for bad "
          "input, which yields `opaque`.");
}

void BindRunner(py::module_& m) {
  py::class_<runner::RunResult>(m, "RunResult", "The outcome of kotoba.run (docs/runner.md).")
      .def_property_readonly("status",
                             [](const runner::RunResult& r) {
                               return std::string(runner::RunStatusName(r.status));
                             })
      .def_readonly("message", &runner::RunResult::message)
      .def_readonly("verdict", &runner::RunResult::verdict)
      .def_readonly("exit_code", &runner::RunResult::exit_code)
      .def_readonly("signal", &runner::RunResult::signal)
      .def_readonly("timed_out", &runner::RunResult::timed_out)
      .def_property_readonly(
          "duration", [](const runner::RunResult& r) { return absl::ToDoubleSeconds(r.duration); })
      .def_property_readonly(
          "stdout", [](const runner::RunResult& r) { return py::bytes(r.stdout_stream.data); })
      .def_property_readonly(
          "stderr", [](const runner::RunResult& r) { return py::bytes(r.stderr_stream.data); })
      .def_readonly("workdir", &runner::RunResult::workdir)
      .def("to_json", [](const runner::RunResult& r) { return runner::ToJson(r); })
      .def("to_dict", [](const runner::RunResult& r) { return JsonToPython(runner::ToJson(r)); })
      .def("__repr__", [](const runner::RunResult& r) {
        return "<RunResult " + std::string(runner::RunStatusName(r.status)) + ">";
      });

  const runner::RunOptions d;
  m.def(
      "run",
      [](const py::object& source, std::string_view language,
         const std::vector<std::string>& allow, double timeout, bool allow_network,
         std::string workdir, size_t max_output_bytes, std::vector<std::string> extra_read_paths,
         std::string python, std::string bash) {
        runner::Snippet snippet{SourceBytes(source), ParseLanguageArg(language)};
        runner::RunOptions o;
        o.allow = ParseLabels(allow);
        if (!(timeout > 0)) throw py::value_error("timeout must be > 0 seconds");
        o.timeout = absl::Seconds(timeout);
        o.allow_network = allow_network;
        o.workdir = std::move(workdir);
        o.max_output_bytes = max_output_bytes;
        o.extra_read_paths = std::move(extra_read_paths);
        o.python = std::move(python);
        o.bash = std::move(bash);
        py::gil_scoped_release release;
        return runner::Run(snippet, o);
      },
      py::arg("source"), py::arg("language") = "python", py::kw_only(),
      py::arg("allow") = std::vector<std::string>{},
      py::arg("timeout") = absl::ToDoubleSeconds(d.timeout),
      py::arg("allow_network") = d.allow_network, py::arg("workdir") = d.workdir,
      py::arg("max_output_bytes") = d.max_output_bytes,
      py::arg("extra_read_paths") = d.extra_read_paths, py::arg("python") = d.python,
      py::arg("bash") = d.bash,
      "Pre-screens the snippet, then runs it under the OS jail. Labels outside `allow` refuse "
      "it (status 'refused', nothing runs); at most 4 runs at once per process, others wait.");
}

}  // namespace
}  // namespace kotoba

PYBIND11_MODULE(kotoba, m) {
  m.doc() = "kotoba-classify: what can this Python snippet or shell command do, before it runs.";
  m.attr("__version__") = KOTOBA_VERSION;
  py::list labels;
  for (kotoba::Label l : kotoba::kAllLabels) labels.append(std::string(kotoba::LabelName(l)));
  m.attr("LABELS") = py::tuple(labels);
  kotoba::BindVerdict(m);
  kotoba::BindClassifier(m);
  kotoba::BindRunner(m);
}
