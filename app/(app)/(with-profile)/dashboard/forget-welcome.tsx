"use client";
// The welcome is for the first visit only: the address loses `?welcome`, so a reload says 'Welcome back!'.
import { useEffect } from "react";

export function ForgetWelcome() {
  useEffect(() => window.history.replaceState(null, "", "/dashboard"), []);
  return null;
}
