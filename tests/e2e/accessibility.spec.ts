// axe-core scans of every page at 1280 px (the 390 px run: accessibility.mobile.spec.ts).
import { scanEveryPage } from "./support/axe";

scanEveryPage();
