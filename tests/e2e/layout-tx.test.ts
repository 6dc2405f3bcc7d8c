// Phone-first layout of the tx site (layout-check.ts says what is checked).
import { layoutTests } from './layout-check.ts';

layoutTests('tx');
