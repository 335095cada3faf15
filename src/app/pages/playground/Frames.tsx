import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readyMessage, stateMessage, type FrameState } from './frame.ts';

const desktopWidth = 1280;
const desktopHeight = 900;
const phoneWidth = 390;
const phoneHeight = 760;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-start;
`;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: 4px;
  }
`;

const Device = styled.iframe`
  border: 1px solid #cbd5e1;
  border-radius: 12px;
  background: #fff;
  display: block;
`;

/** A 1280 px desktop drawn smaller: the frame keeps its width (and layout), the box scales. */
const Scaled = styled.div`
  overflow: hidden;
  position: relative;
  iframe {
    transform-origin: 0 0;
    position: absolute;
    top: 0;
    left: 0;
  }
`;

/**
 * The bill in a phone's frame (390 px) and a desktop's (1280 px, scaled to the room left): each
 * a page of its own width, so the bill takes the layout of that device (ADR 0037). A frame
 * asks for the state when it is ready; after that every change is posted to both.
 */
export function Frames({ state }: { state: FrameState | undefined }) {
  const { t } = useTranslation();
  const phone = useRef<HTMLIFrameElement>(null);
  const desktop = useRef<HTMLIFrameElement>(null);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
    for (const frame of [phone, desktop]) post(frame, state);
  }, [state]);
  useEffect(() => {
    const ready = (event: MessageEvent) => {
      if (event.origin !== location.origin) return;
      if ((event.data as { kind?: unknown } | null)?.kind !== readyMessage) return;
      for (const frame of [phone, desktop]) {
        if (frame.current?.contentWindow === event.source) post(frame, latest.current);
      }
    };
    window.addEventListener('message', ready);
    return () => {
      window.removeEventListener('message', ready);
    };
  }, []);
  const room = useRef<HTMLDivElement>(null);
  const scale = useScale(room);
  const phoneLabel = t('playground.phone');
  const desktopLabel = t('playground.desktop');
  return (
    <Row ref={room}>
      <Figure>
        <figcaption>{phoneLabel}</figcaption>
        <Device
          ref={phone}
          src="/playground/frame"
          title={t('playground.frameTitle', { device: phoneLabel })}
          width={phoneWidth}
          height={phoneHeight}
          data-device-frame="phone"
        />
      </Figure>
      <Figure>
        <figcaption>{desktopLabel}</figcaption>
        <Scaled style={{ width: desktopWidth * scale, height: desktopHeight * scale }}>
          <Device
            ref={desktop}
            src="/playground/frame"
            title={t('playground.frameTitle', { device: desktopLabel })}
            width={desktopWidth}
            height={desktopHeight}
            style={{ transform: `scale(${scale})` }}
            data-device-frame="desktop"
          />
        </Scaled>
      </Figure>
    </Row>
  );
}

function post(frame: RefObject<HTMLIFrameElement | null>, state: FrameState | undefined): void {
  if (state)
    frame.current?.contentWindow?.postMessage({ kind: stateMessage, state }, location.origin);
}

/** The desktop frame's scale: the room beside the phone, between a quarter and whole. */
function useScale(room: RefObject<HTMLDivElement | null>): number {
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const box = room.current;
    if (!box) return;
    const measure = () => {
      const left = box.clientWidth - phoneWidth - 16;
      const width = left >= 320 ? left : box.clientWidth;
      setScale(Math.min(1, Math.max(0.25, width / desktopWidth)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, [room]);
  return scale;
}
