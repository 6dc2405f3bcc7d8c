import { Calculator } from '../components/calculator/Calculator.tsx';
import { hydrateIslands } from './hydrate.ts';

void hydrateIslands('calculator', Calculator);
