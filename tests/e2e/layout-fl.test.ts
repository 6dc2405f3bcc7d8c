// Phone-first layout of the fl site (layout-check.ts says what is checked).
import { layoutTests } from './layout-check.ts';

layoutTests('fl');
