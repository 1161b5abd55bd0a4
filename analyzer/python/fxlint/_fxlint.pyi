# Type stubs for fxlint's C extension (analyzer/python/_fxlint.c). Its callers are fxlint's own
# modules; user code calls fxlint.check_text and fxlint.check_file.
from typing import Any, Dict, List, Optional, Tuple

version: str

NoteTuple = Tuple[str, int, int, str]
OriginTuple = Tuple[str, int, str, str]
# code, name, severity, message, file, line, col, end_line, end_col, notes, origin, graph_path,
# compile_id, artifact, compare, fingerprint, graph, text
FindingTuple = Tuple[
    str, str, str, str, str, int, int, int, int, List[NoteTuple], Optional[OriginTuple], Optional[str],
    Optional[str], Optional[str], Optional[str], str, int, str,
]

def check(
    data: bytes,
    is_path: bool,
    *,
    filename: Optional[str] = ...,
    config: Optional[str] = ...,
    isolated: bool = ...,
    select: Optional[str] = ...,
    extend_select: Optional[str] = ...,
    ignore: Optional[str] = ...,
    target: Optional[str] = ...,
    compare_target: Optional[str] = ...,
    grad: Optional[str] = ...,
    capture: Optional[str] = ...,
    capture_dynamic_output_shape_ops: bool = ...,
    input_format: Optional[str] = ...,
    timeout: float = ...,
) -> Tuple[List[FindingTuple], Dict[str, Any]]: ...
def rules() -> List[Tuple[str, str, str]]: ...
