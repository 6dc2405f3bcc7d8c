// English text of the tools area (kept in its own file so each area's work never edits the same file).
export const toolsEn = {} as const;
