import { gecko } from "./gecko";
import { journeys } from "./journeys";

journeys(gecko());
