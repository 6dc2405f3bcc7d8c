// Phone-first layout of the ca site (layout-check.ts says what is checked).
import { layoutTests } from './layout-check.ts';

layoutTests('ca');
