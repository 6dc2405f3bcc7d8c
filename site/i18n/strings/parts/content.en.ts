// English text of the content area (kept in its own file so each area's work never edits the same file).
export const contentEn = {} as const;
