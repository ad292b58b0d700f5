import { createBrowserRouter } from "react-router";
import { routes } from "./routes.js";

export const router = createBrowserRouter(routes);
