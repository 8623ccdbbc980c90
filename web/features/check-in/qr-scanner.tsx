/**
 * Camera QR scanner for the door. Uses the browser's BarcodeDetector (Shape Detection API) where
 * it reads QR codes, otherwise jsQR on downscaled video frames (loaded only then). Reads about 5
 * frames a second and reports each distinct text once per {@link REPEAT_AFTER_MS}, so a pass held
 * in front of the camera is not checked in twice in a row.
 */
import Camera from "lucide-react/icons/camera";
import CameraOff from "lucide-react/icons/camera-off";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";

/** The same text is reported again only after this many ms. */
const REPEAT_AFTER_MS = 3_000;
const FRAME_INTERVAL_MS = 200;
/** Frames are scaled down to this width (px) before jsQR reads them. */
const DECODE_WIDTH = 640;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type Decoder = (video: HTMLVideoElement) => Promise<string | null>;

/** The fastest QR decoder this browser has. */
async function createDecoder(): Promise<Decoder> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats()).includes("qr_code")) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

/** A message a door person can act on, for a failed camera start (marked for the catalogue, translated where shown). */
function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return /*i18n*/ "Camera access was denied. Allow the camera in the browser settings, or search by name below.";
  }
  if (name === "NotFoundError" || name === "OverconstrainedError")
    return /*i18n*/ "No camera was found. Search by name, email or candidate number below.";
  if (name === "NotSupportedError")
    return /*i18n*/ "The camera needs a secure (https) connection and a current browser. Search by name below.";
  if (name === "NotReadableError") return /*i18n*/ "The camera is in use by another app. Close it and try again.";
  return /*i18n*/ "The camera could not be started. Search by name, email or candidate number below.";
}

export function QrScanner({ onScan }: { onScan: (text: string) => void }) {
  const i18n = useI18n();
  const videoRef = useRef<HTMLVideoElement>(null);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { text: "", at: 0 };

    const loop = async (decode: Decoder) => {
      if (stopped) return;
      const video = videoRef.current;
      if (video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const text = await decode(video).catch(() => null);
        const now = Date.now();
        if (text && !stopped && (text !== last.text || now - last.at > REPEAT_AFTER_MS)) {
          last = { text, at: now };
          onScanRef.current(text);
        }
      }
      timer = setTimeout(() => void loop(decode), FRAME_INTERVAL_MS);
    };

    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia)
          throw new DOMException("Camera API unavailable", "NotSupportedError");
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
        if (stopped) return;
        const video = videoRef.current!;
        video.srcObject = stream;
        await video.play();
        await loop(await createDecoder());
      } catch (failure) {
        if (stopped) return;
        setError(cameraErrorMessage(failure));
        setActive(false);
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [active]);

  return (
    <div className="grid gap-3">
      <div className="relative mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-xl bg-slate-900">
        <video
          ref={videoRef}
          muted
          playsInline
          className={active ? "size-full object-cover" : "hidden"}
          aria-label={i18n._("Camera preview")}
        />
        {active ? (
          <div className="pointer-events-none absolute inset-10 rounded-lg border-4 border-accent-400/80" aria-hidden />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-slate-200">
            <CameraOff className="size-10" aria-hidden />
            <p className="text-sm">{i18n._("Camera is off")}</p>
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {i18n._(error)}
        </p>
      )}
      <Button
        variant={active ? "outline" : "primary"}
        onClick={() => {
          setError(null);
          setActive((on) => !on);
        }}
      >
        {active ? <CameraOff className="size-5" aria-hidden /> : <Camera className="size-5" aria-hidden />}
        {active ? i18n._("Stop camera") : i18n._("Start camera")}
      </Button>
    </div>
  );
}
