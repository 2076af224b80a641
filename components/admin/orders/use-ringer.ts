"use client";

import { useCallback, useEffect, useRef, useState } from "react";

// The board's bell: a two-tone chime drawn with Web Audio (no sound file to fetch), repeated
// every few seconds while there is a new order nobody has acknowledged. Browsers start audio
// only after a click on the page; until then the board offers "Click to allow sound".

const RING_EVERY_MS = 2_500;

type TAudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

function chime(ctx: AudioContext) {
  const start = ctx.currentTime;
  [880, 660, 880].forEach((frequency, i) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    const at = start + i * 0.22;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.35, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.21);
  });
}

export function useRinger(isRinging: boolean) {
  const ctxRef = useRef<AudioContext | null>(null);
  const [isSoundBlocked, setIsSoundBlocked] = useState(false);
  const [isUnsupported, setIsUnsupported] = useState(false);

  useEffect(() => {
    const Ctor = window.AudioContext ?? (window as TAudioWindow).webkitAudioContext;
    if (!Ctor) {
      const id = window.setTimeout(() => setIsUnsupported(true), 0);
      return () => window.clearTimeout(id);
    }
    const ctx = new Ctor();
    ctxRef.current = ctx;
    const update = () => setIsSoundBlocked(ctx.state !== "running");
    ctx.addEventListener("statechange", update);
    const first = window.setTimeout(update, 0);
    return () => {
      window.clearTimeout(first);
      ctx.removeEventListener("statechange", update);
      void ctx.close();
      ctxRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!isRinging) return;
    const ring = () => {
      const ctx = ctxRef.current;
      if (ctx?.state === "running") chime(ctx);
    };
    ring();
    const timer = window.setInterval(ring, RING_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [isRinging]);

  /** The click browsers need before a page may make a sound. */
  const allowSound = useCallback(async () => {
    const ctx = ctxRef.current;
    if (!ctx) return;
    await ctx.resume();
    setIsSoundBlocked(ctx.state !== "running");
  }, []);

  return { isSoundBlocked, isUnsupported, allowSound };
}
