// Phone-first layout of the hub site (layout-check.ts says what is checked).
import { layoutTests } from './layout-check.ts';

layoutTests('hub');
