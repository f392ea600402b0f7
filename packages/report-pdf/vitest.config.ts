import { baseConfig } from '@peak/vitest-config';

export default baseConfig;
