// One line per failed test for the summary CI keeps: the error's first line
// and, when its stack passes through the test file, the line there. A failed
// expect.poll reports the stack it captured before polling, whose first line
// says only "STACK_TRACE_ERROR"; the test file's line says which wait ran out.
export function failureLine(text: string | undefined, file: string): string {
  const frame = (text ?? "").split("\n").find((line) => line.includes(`${file}:`));
  const at = frame?.match(/:(\d+):\d+\)?\s*$/)?.[1];
  return at ? `${firstLine(text)} (${file}:${at})` : firstLine(text);
}

export function firstLine(text: string | undefined): string {
  return (text ?? "").split("\n", 1)[0]!.slice(0, 300);
}
