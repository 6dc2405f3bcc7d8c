// English text of the forms area (kept in its own file so each area's work never edits the same file).
export const formsEn = {} as const;
