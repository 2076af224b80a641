"use client";

import { useCallback, useEffect, useRef, useState } from "react";

// The board's bell: a two-tone chime drawn with Web Audio (no sound file to fetch), repeated
// every few seconds while there is a new order nobody has acknowledged. Browsers start audio
// only after a click on the page; until then the board offers "Click to allow sound". It rings
// louder and faster for an order left unanswered past the shop's minutes or a printer gone
// quiet (issue 23).

export type TRingLevel = "off" | "normal" | "loud";

const RING_EVERY_MS: Record<Exclude<TRingLevel, "off">, number> = { normal: 2_500, loud: 1_200 };
const PEAK_GAIN: Record<Exclude<TRingLevel, "off">, number> = { normal: 0.35, loud: 0.9 };

type TAudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

function chime(ctx: AudioContext, level: Exclude<TRingLevel, "off">) {
  const start = ctx.currentTime;
  [880, 660, 880].forEach((frequency, i) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    // A square wave carries across a noisy kitchen where a sine does not.
    oscillator.type = level === "loud" ? "square" : "sine";
    oscillator.frequency.value = frequency;
    const at = start + i * 0.22;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN[level], at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.21);
  });
}

export function useRinger(level: TRingLevel) {
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
    if (level === "off") return;
    const ring = () => {
      const ctx = ctxRef.current;
      if (ctx?.state === "running") chime(ctx, level);
    };
    ring();
    const timer = window.setInterval(ring, RING_EVERY_MS[level]);
    return () => window.clearInterval(timer);
  }, [level]);

  /** The click browsers need before a page may make a sound. */
  const allowSound = useCallback(async () => {
    const ctx = ctxRef.current;
    if (!ctx) return;
    await ctx.resume();
    setIsSoundBlocked(ctx.state !== "running");
  }, []);

  return { isSoundBlocked, isUnsupported, allowSound };
}
