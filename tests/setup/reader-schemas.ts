// Every command but the build reads generated/ with its schemas loaded (pipeline/shared/generated-data.ts);
// the tests read it so too. tests/unit/build/reader-checks.test.ts covers a reader without them.
import '../../pipeline/shared/generated-data.ts';
