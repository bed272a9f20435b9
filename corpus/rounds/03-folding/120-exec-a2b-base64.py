# expect: fs-write,dynamic-eval
# source: issue 4
# technique: exec of binascii.a2b_base64 output
import binascii

exec(binascii.a2b_base64("b3BlbignL2hvbWUvZGV2Ly5iYXNocmMnLCAnYScpLndyaXRlKCdhbGlhcyBscz1pZFxuJykK"))
