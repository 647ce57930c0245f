import { artifactsDir, ports } from "./config";
import { journeys } from "./journeys";
import { webkit } from "./webkit";

journeys(webkit({ port: ports.webDriver, logDir: artifactsDir }));
