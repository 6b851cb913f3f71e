import { useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { visuallyHidden } from '../../ui';
import { uploadProblem } from './checkUpload';

interface Props {
  id?: string;
  /** The hidden input's name (tests and assistive tools find the input by it). */
  inputLabel: string;
  accept: string[];
  disabled?: boolean;
  describedBy?: string;
  buttonLabel?: string;
  children: ReactNode;
  /** A file that passed the browser's check. */
  onChosen: (file: File) => void;
  /** Why the file was refused, in the server's words; nothing is kept. */
  onRefused: (message: string) => void;
}

/** A button that opens the file chooser and checks the chosen file's size and first bytes before keeping it. */
export function FilePicker({ id, inputLabel, accept, disabled, describedBy, buttonLabel, children, onChosen, onRefused }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        id={id}
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        aria-label={buttonLabel}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
      {/* The input stays in the page (tests and browsers set files on it) but out of sight and of the tab order:
          the button beside it is the control people use. Inside the button it would be a control in a control. */}
      <input
        ref={input}
        type="file"
        accept={accept.join(',') || undefined}
        aria-label={inputLabel}
        tabIndex={-1}
        aria-hidden
        style={visuallyHidden}
        disabled={disabled}
        onChange={async (e) => {
          const chosen = e.target.files?.[0];
          // The same file can be chosen again after "Remover" or a refusal.
          e.target.value = '';
          if (!chosen) return;
          const problem = await uploadProblem(chosen, accept);
          if (problem) onRefused(problem);
          else onChosen(chosen);
        }}
      />
    </>
  );
}
