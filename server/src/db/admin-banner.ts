/**
 * The development admin's e-mail and password, printed as a block of its own lines on the start
 * log, where a person sees it among the build's output (issue 34); the JSON log line stays for
 * tools. Only for the password the server made up itself: one set in ADMIN_PASSWORD is never printed.
 */
export function developmentAdminBlock(email: string, password: string, signInUrl: string): string {
  const lines = [
    'Development admin (shown once, on the first start)',
    `  e-mail:    ${email}`,
    `  password:  ${password}`,
    `Sign in at ${signInUrl}`,
    'Set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose them.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 4)}+`;
  return ['', rule, ...lines.map((line) => `|  ${line.padEnd(width)}  |`), rule, ''].join('\n') + '\n';
}
