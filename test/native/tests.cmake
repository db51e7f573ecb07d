# SPDX-License-Identifier: Apache-2.0 OR MIT
# Native kernels against their portable twins, one program per parameter set
# (kpqc_add_native_test in test/CMakeLists.txt), listed where the build has
# a backend for the scheme:
#   kpqc_add_native_test(<scheme> <source> <set ids...>)
