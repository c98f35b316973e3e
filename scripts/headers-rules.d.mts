export interface HeadersRule {
  pattern: string;
  headers: [string, string][];
}
export function parseHeadersFile(text: string): HeadersRule[];
export function headersFor(rules: HeadersRule[], pathname: string): Record<string, string>;
