import { ensureChromium } from './chromium';

export default function setup() {
  ensureChromium();
}
