# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Checking one negative-vector case (shared/kat/<scheme>/negative.json)
against the implementation, through the oracle. A case names its parameter
set ("set"), an operation ("op": dec, enc or verify), its inputs in hex and
the expected verdict ("expect": ok or error) with the expected outputs."""

OK = 0


def check_case(oracle, case):
    """Return None when the set is not registered, else a list of
    mismatch descriptions (empty when the case holds)."""
    op, name = case["op"], case["set"]
    problems = []
    if op == "dec":
        got = oracle.algorithm("kem_dec", name, case["ct"], case["sk"])
        if got is None:
            return None
        status, (ss,) = got
        outputs = {"ss": ss}
    elif op == "enc":
        got = oracle.algorithm("kem_enc", name, case["pk"], case["m"])
        if got is None:
            return None
        status, (ct, ss) = got
        outputs = {"ct": ct, "ss": ss}
    elif op == "verify":
        got = oracle.algorithm("sig_verify", name, case["pk"], case["msg"], case.get("ctx", ""),
                               case["sig"])
        if got is None:
            return None
        status, _ = got
        outputs = {}
    else:
        return [f"unknown op {op!r}"]
    verdict = "ok" if status == OK else "error"
    if verdict != case["expect"]:
        problems.append(f"verdict {verdict} (status {status}), expected {case['expect']}")
    for field, value in outputs.items():
        if field in case and value != bytes.fromhex(case[field]):
            problems.append(f"{field} differs")
    if verdict == "error":
        # an error always leaves zeroed outputs
        for field, value in outputs.items():
            if any(value):
                problems.append(f"{field} not zeroed on error")
    return problems
