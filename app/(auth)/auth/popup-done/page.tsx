"use client";
// Where the Google popup ends: tell the opener how it went, then close.
import { useEffect } from "react";
import { AUTH_MESSAGE_TYPE } from "../../login/use-google-popup";

export default function PopupDonePage() {
  useEffect(() => {
    const error = new URLSearchParams(window.location.search).get("error");
    if (window.opener && window.opener !== window) {
      window.opener.postMessage({ type: AUTH_MESSAGE_TYPE, ok: !error, error }, window.location.origin);
      window.close();
    } else {
      window.location.replace(error ? "/login" : "/dashboard");
    }
  }, []);
  return <p className="p-8 text-center text-sm text-muted-foreground">Finishing sign-in...</p>;
}
