// npm run icons: writes components/ui/icons/sprite.svg from names.ts. The build does not run it.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSprite } from "../components/ui/icons/sprite";

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "components", "ui", "icons", "sprite.svg");
writeFileSync(target, buildSprite());
