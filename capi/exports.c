/* kotoba_c's only own translation unit: its code comes whole from the `kotoba` archive.
 * Compiling kotoba.h here as C keeps the C ABI header valid C: a C++-only construct slipping
 * into it breaks this build rather than a consumer's. */
#include "kotoba/kotoba.h"
