import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { EventSink } from '../../diagnostics/events.ts';
import type { ResolvedHidden } from '../resolve/types.ts';
import { RegistryProvider, type WidgetRegistry } from './registry.tsx';

interface EngineSettings {
  templateId: string;
  onEvent: EventSink;
  /** Development shows placeholders and problems; production keeps them quiet. */
  development: boolean;
  /** Draws the places resolve hid (the playground's frames, ADR 0037); none on a bill. */
  hiddenMarker?: ComponentType<{ node: ResolvedHidden }> | undefined;
}

interface DialogControl {
  open: string | null;
  openDialog: (trigger: string) => void;
  closeDialog: () => void;
}

const SettingsContext = createContext<EngineSettings>({
  templateId: '',
  onEvent: () => undefined,
  development: false,
});
const DialogContext = createContext<DialogControl>({
  open: null,
  openDialog: () => undefined,
  closeDialog: () => undefined,
});

export function EngineProvider(props: {
  registry: WidgetRegistry;
  templateId: string;
  onEvent: EventSink;
  development?: boolean;
  hiddenMarker?: ComponentType<{ node: ResolvedHidden }>;
  children: ReactNode;
}) {
  const { registry, templateId, onEvent, development = false, hiddenMarker, children } = props;
  const [open, setOpen] = useState<string | null>(null);
  const openDialog = useCallback((trigger: string) => {
    setOpen(trigger);
  }, []);
  const closeDialog = useCallback(() => {
    setOpen(null);
  }, []);
  const settings = useMemo(
    () => ({ templateId, onEvent, development, hiddenMarker }),
    [templateId, onEvent, development, hiddenMarker],
  );
  const dialogs = useMemo(
    () => ({ open, openDialog, closeDialog }),
    [open, openDialog, closeDialog],
  );
  return (
    <RegistryProvider value={registry}>
      <SettingsContext.Provider value={settings}>
        <DialogContext.Provider value={dialogs}>{children}</DialogContext.Provider>
      </SettingsContext.Provider>
    </RegistryProvider>
  );
}

export function useEngineSettings(): EngineSettings {
  return useContext(SettingsContext);
}

/** For widgets that open a dialog of the template by its trigger name (e.g. the help icon). */
export function useDialogs(): DialogControl {
  return useContext(DialogContext);
}
