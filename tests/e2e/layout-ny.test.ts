// Phone-first layout of the ny site (layout-check.ts says what is checked).
import { layoutTests } from './layout-check.ts';

layoutTests('ny');
