// Entry point of the guide tools (payment calculator, Prop 13 demo, tax-shock calculator, Mello-Roos finder, searches).
export {};
