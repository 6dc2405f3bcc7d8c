// Entry point of the sign-up and contact forms.
export {};
