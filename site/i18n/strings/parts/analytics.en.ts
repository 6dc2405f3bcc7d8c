// English text of the analytics area (kept in its own file so each area's work never edits the same file).
export const analyticsEn = {} as const;
