// axe-core scans of every page at 390 px (the 1280 px run: accessibility.spec.ts).
import { scanEveryPage } from "./support/axe";

scanEveryPage();
