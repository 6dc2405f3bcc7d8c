import { CountyDirectory } from '../components/CountyDirectory.tsx';
import { hydrateIslands } from './hydrate.ts';

hydrateIslands('directory', CountyDirectory);
