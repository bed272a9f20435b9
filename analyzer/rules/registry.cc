#include "analyzer/rules/rules.h"

namespace kotoba::analyzer {

std::span<const PythonRule> PythonRules() {
  using namespace rules;  // NOLINT: the table below names every rule
  static const PythonRule kRules[] = {
      {&kDestroyCallInfo, &CheckDestroyCall},
      {&kDynamicEvalInfo, &CheckDynamicEval},
      {&kDunderGadgetInfo, &CheckDunderGadget},
      {&kHttpSendInfo, &CheckHttpSend},
      {&kComputedGetInfo, &CheckComputedGet},
      {&kRemoteSessionInfo, &CheckRemoteSession},
      {&kComputedNameInfo, nullptr},
      {&kSecretPathReadInfo, &CheckSecretPathRead, /*every_call=*/true},
      {&kSecretLoaderInfo, &CheckSecretLoader},
      {&kRawSocketInfo, &CheckRawSocket},
      {&kProcessSpawnInfo, &CheckProcessSpawn},
      {&kWriteCallInfo, &CheckWriteCall},
      {&kOpenWriteModeInfo, &CheckOpenWriteMode},
  };
  return kRules;
}

}  // namespace kotoba::analyzer
