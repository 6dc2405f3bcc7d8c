import { CountyDirectory } from '../components/CountyDirectory.tsx';
import { hydrateIslands } from './hydrate.ts';

void hydrateIslands('directory', CountyDirectory);
