export function staleBuild(root: string, distDir?: string): string | null;
