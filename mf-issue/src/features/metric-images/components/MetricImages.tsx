import { Button, Flash, FormControl, Heading, TextInput } from 'shared-kernel/primer';
import { useCallback, useState, type FormEvent } from 'react';
import { getQueryClient, issuableQueryKey } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import { useConfirm } from 'shared-kernel/ui';
import { useIssueContext } from '../../../lib/IssueContext';
import { deleteMetricImage } from '../api/deleteMetricImage';
import { getMetricImages, type MetricImage } from '../api/metricImages';
import { updateMetricImage } from '../api/updateMetricImage';
import { uploadMetricImage } from '../api/uploadMetricImage';

export const METRIC_IMAGES_FETCH_ERROR = 'There was an issue loading metric images.';
export const METRIC_IMAGE_UPLOAD_ERROR = 'There was an issue uploading your image.';
export const METRIC_IMAGE_UPDATE_ERROR = 'There was an issue updating your image.';
export const METRIC_IMAGE_DELETE_ERROR = 'There was an issue deleting the image.';

/** An incident's metric images: list, upload (file, URL, link text), edit the link, delete. */
export function MetricImages() {
  const { ref, issue, confirmDelete } = useMetricImagesContext();
  const [failure, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const canEdit = issue.current_user.can_update_issue;
  const { fullPath, iid } = ref;
  // Through the page's query cache under the incident's key; uploads, edits and deletes write it.
  const queryKey = issuableQueryKey('issue', fullPath, iid, 'metric-images');
  const query = useQuery({ queryKey, queryFn: ({ signal }) => getMetricImages({ fullPath, iid }, signal) });
  const images = query.data;
  const error = failure ?? (query.isError ? METRIC_IMAGES_FETCH_ERROR : null);
  const setImages = useCallback(
    (update: (current: MetricImage[] | undefined) => MetricImage[]) => getQueryClient().setQueryData<MetricImage[]>(issuableQueryKey('issue', fullPath, iid, 'metric-images'), update),
    [fullPath, iid],
  );

  async function remove(image: MetricImage) {
    if (!(await confirmDelete())) return;
    try {
      await deleteMetricImage(ref, image.id);
      setImages((current) => (current ?? []).filter((i) => i.id !== image.id));
    } catch {
      setError(METRIC_IMAGE_DELETE_ERROR);
    }
  }

  return (
    <section aria-label="Metrics" style={{ margin: '16px 0', border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, padding: 12 }}>
      <Heading as="h2" style={{ fontSize: 'var(--text-title-size-small, 16px)', margin: '0 0 8px' }}>
        Metrics
      </Heading>
      {error ? (
        <Flash variant="danger" style={{ marginBottom: 8 }}>
          {error}
        </Flash>
      ) : null}
      <ul aria-label="Metric images" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {(images ?? []).map((image) => (
          <li key={image.id} aria-label={image.filename}>
            <img src={image.file_path} alt={image.filename} style={{ maxWidth: '100%', maxHeight: 240, display: 'block' }} />
            {editing === image.id ? (
              <LinkForm
                image={image}
                onCancel={() => setEditing(null)}
                onSave={async (input) => {
                  try {
                    const saved = await updateMetricImage(ref, image.id, input);
                    setImages((current) => (current ?? []).map((i) => (i.id === image.id ? saved : i)));
                    setEditing(null);
                  } catch {
                    setError(METRIC_IMAGE_UPDATE_ERROR);
                  }
                }}
              />
            ) : (
              <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 4 }}>
                {image.url ? (
                  <a href={image.url} target="_blank" rel="noopener noreferrer">
                    {image.url_text || image.url}
                  </a>
                ) : (
                  <span>{image.filename}</span>
                )}
                {canEdit ? (
                  <>
                    <Button size="small" aria-label={`Edit ${image.filename}`} onClick={() => setEditing(image.id)}>
                      Edit
                    </Button>
                    <Button size="small" variant="danger" aria-label={`Delete ${image.filename}`} onClick={() => void remove(image)}>
                      Delete
                    </Button>
                  </>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <UploadForm
          onUpload={async (input) => {
            try {
              const created = await uploadMetricImage(ref, input);
              setImages((current) => [...(current ?? []), created]);
              return true;
            } catch {
              setError(METRIC_IMAGE_UPLOAD_ERROR);
              return false;
            }
          }}
        />
      ) : null}
    </section>
  );
}

function useMetricImagesContext() {
  const context = useIssueContext();
  const confirm = useConfirm();
  const confirmDelete = () =>
    confirm({ title: 'Deleting this image is permanent. Are you sure?', confirmLabel: 'Delete', cancelLabel: 'Cancel', variant: 'danger' });
  return { ...context, confirmDelete };
}

function UploadForm({ onUpload }: { onUpload: (input: { file: File; url?: string; urlText?: string }) => Promise<boolean> }) {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [urlText, setUrlText] = useState('');
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    const ok = await onUpload({ file, url: url.trim() || undefined, urlText: urlText.trim() || undefined });
    setBusy(false);
    if (ok) {
      setFile(null);
      setUrl('');
      setUrlText('');
      setFormKey((n) => n + 1);
    }
  }

  return (
    <form key={formKey} aria-label="Upload a metric image" onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: 8, marginTop: 12 }}>
      <FormControl>
        <FormControl.Label>Image</FormControl.Label>
        <input type="file" accept="image/*" aria-label="Image" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </FormControl>
      <FormControl>
        <FormControl.Label>URL</FormControl.Label>
        <TextInput type="url" value={url} onChange={(event) => setUrl(event.target.value)} />
      </FormControl>
      <FormControl>
        <FormControl.Label>Link text</FormControl.Label>
        <TextInput value={urlText} onChange={(event) => setUrlText(event.target.value)} />
      </FormControl>
      <div>
        <Button type="submit" disabled={!file || busy}>
          Upload
        </Button>
      </div>
    </form>
  );
}

function LinkForm({ image, onSave, onCancel }: { image: MetricImage; onSave: (input: { url: string; urlText: string }) => Promise<void>; onCancel: () => void }) {
  const [url, setUrl] = useState(image.url ?? '');
  const [urlText, setUrlText] = useState(image.url_text ?? '');
  return (
    <form
      aria-label={`Edit ${image.filename}`}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave({ url: url.trim(), urlText: urlText.trim() });
      }}
      style={{ display: 'grid', gap: 8, marginTop: 4 }}
    >
      <FormControl>
        <FormControl.Label>URL</FormControl.Label>
        <TextInput type="url" value={url} onChange={(event) => setUrl(event.target.value)} />
      </FormControl>
      <FormControl>
        <FormControl.Label>Link text</FormControl.Label>
        <TextInput value={urlText} onChange={(event) => setUrlText(event.target.value)} />
      </FormControl>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" size="small" variant="primary">
          Save
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
