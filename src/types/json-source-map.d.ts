declare module 'json-source-map' {
  export interface Position {
    line: number;
    column: number;
    pos: number;
  }
  export interface PointerLocation {
    key?: Position;
    keyEnd?: Position;
    value: Position;
    valueEnd: Position;
  }
  export function parse(
    source: string,
    reviver?: unknown,
    options?: { bigint?: boolean },
  ): { data: unknown; pointers: Record<string, PointerLocation> };
}
