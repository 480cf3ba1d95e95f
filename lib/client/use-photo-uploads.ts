"use client";
// Photos on their way into the media library (docs/media.md), each on its own: asked for, sent straight to storage
// with its progress, then completed. A file Postloom can't take is refused in the browser first, from its size and
// its first bytes, with the words the server would use; a file that failed on the way can be sent again alone.
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { refusalMessage } from "@/lib/api/client";
import { MAX_PHOTO_BYTES, REFUSALS, refusalOf } from "@/lib/media/limits";
import type { CompletedUpload, Photo, UploadReply } from "@/lib/media/schemas";
import { SNIFF_BYTES, sniffPhoto } from "@/lib/media/sniff";
import { api } from "./api";
import { photoKeys } from "./use-photos";

export type UploadState =
  | { phase: "waiting" }
  | { phase: "sending"; percent: number }
  | { phase: "checking" }
  | { phase: "added"; duplicate: boolean }
  /** Refused for what the file is: sending it again would not help. */
  | { phase: "refused"; reason: string }
  /** Failed on the way (the network, the server): it can be sent again. */
  | { phase: "failed"; reason: string };

export type PhotoUpload = { key: number; file: File; state: UploadState };

/** How many files go at once: enough to fill a phone's uplink, few enough that each shows steady progress. */
const AT_ONCE = 3;

/** The reason the browser can tell already, or null to send it and let the server decide. */
async function refusalInBrowser(file: File): Promise<string | null> {
  if (file.size > MAX_PHOTO_BYTES) return REFUSALS.tooLarge;
  if (file.size === 0) return REFUSALS.damaged;
  const start = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffPhoto(start) ? null : REFUSALS.notAPhoto;
}

/** PUTs the file to its upload address, reporting the share sent. */
function send(file: File, upload: UploadReply["upload"], onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`The upload failed (${request.status}).`)));
    request.onerror = () => reject(new Error("The connection dropped while sending the photo."));
    request.send(file);
  });
}

/** `onAdded` hears of each photo once it is in the library (a new one, or the one it was already). */
export function usePhotoUploads({ onAdded }: { onAdded?: (photo: Photo) => void } = {}) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const nextKey = useRef(0);
  const queue = useRef<PhotoUpload[]>([]);
  const running = useRef(0);

  const update = (key: number, state: UploadState) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, state } : u)));

  async function run(upload: PhotoUpload) {
    const { key, file } = upload;
    const refused = await refusalInBrowser(file);
    if (refused) return update(key, { phase: "refused", reason: refusalOf(file.name, refused) });
    update(key, { phase: "sending", percent: 0 });
    try {
      const { object } = await api.post<UploadReply>("/api/photos", { fileName: file.name, size: file.size });
      await send(file, object.upload, (percent) => update(key, { phase: "sending", percent }));
      update(key, { phase: "checking" });
      const done = (await api.post<CompletedUpload>(`/api/photos/${object.photoId}/complete`)).object;
      update(key, { phase: "added", duplicate: done.duplicate });
      onAdded?.(done.photo);
      await queryClient.invalidateQueries({ queryKey: photoKeys.all });
    } catch (error) {
      const refusal = refusalMessage(error);
      // A 422 is about the file (its type, its size, the library's quota); anything else may go better again.
      const aboutTheFile = refusal !== null && (error as { status?: number }).status === 422;
      update(key, aboutTheFile ? { phase: "refused", reason: refusal } : { phase: "failed", reason: refusal ?? (error as Error).message });
    }
  }

  function pump() {
    while (running.current < AT_ONCE && queue.current.length) {
      const upload = queue.current.shift()!;
      running.current++;
      void run(upload).finally(() => {
        running.current--;
        pump();
      });
    }
  }

  function enqueue(list: PhotoUpload[]) {
    queue.current.push(...list);
    pump();
  }

  return {
    uploads,
    add(files: Iterable<File>) {
      const added = [...files].map((file) => ({ key: nextKey.current++, file, state: { phase: "waiting" } as UploadState }));
      if (!added.length) return;
      setUploads((list) => [...list, ...added]);
      enqueue(added);
    },
    retry(key: number) {
      const upload = uploads.find((u) => u.key === key);
      if (!upload) return;
      update(key, { phase: "waiting" });
      enqueue([upload]);
    },
    dismiss(key: number) {
      setUploads((list) => list.filter((u) => u.key !== key));
    },
    clearFinished() {
      setUploads((list) => list.filter((u) => u.state.phase !== "added" && u.state.phase !== "refused"));
    },
  };
}
