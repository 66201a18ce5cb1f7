import type { ApiClient, Envelope, RequestOptions, UiMessage } from '@client/lib/api-client';
import { ApiError } from '@client/lib/api-client';
import { UPLOAD_NOT_ARRAY_MESSAGE, UPLOAD_PATH, uploadImages } from '@client/lib/upload';

function recordingUi() {
  const events: string[] = [];
  return {
    events,
    ui: {
      toast: (m: UiMessage) => events.push(`toast:${'key' in m ? m.key : m.text}`),
      showLoading: (m: UiMessage) => events.push(`loading:${'key' in m ? m.key : m.text}`),
      hideLoading: () => events.push('hide'),
    },
  };
}

const file = (name: string) => new File([`content of ${name}`], name, { type: 'image/jpeg' });

describe('uploadImages (SPEC §4 image-upload flow)', () => {
  it('rejects a non-array argument', async () => {
    const { ui } = recordingUi();
    const notArray = file('a.jpg') as unknown as File[];
    await expect(uploadImages(notArray, { ui })).rejects.toThrow(UPLOAD_NOT_ARRAY_MESSAGE);
  });

  it('uploads one file at a time, in order, as multipart with empty module and dir', async () => {
    const { ui, events } = recordingUi();
    const order: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const client: Pick<ApiClient, 'request'> = {
      request: async <T>(path: string, opts?: RequestOptions): Promise<Envelope<T>> => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        const form = opts?.body as FormData;
        expect(path).toBe(UPLOAD_PATH);
        expect(opts?.method).toBe('POST');
        expect(form.get('module')).toBe('');
        expect(form.get('dir')).toBe('');
        const sent = form.get('file') as File;
        order.push(sent.name);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
        return { code: 1, msg: 'ok', data: { url: `/u/${sent.name}`, fullurl: `http://h/u/${sent.name}` } as T };
      },
    };
    const onComplete = jest.fn();
    const results = await uploadImages([file('1.jpg'), file('2.jpg'), file('3.jpg')], { client, ui, onComplete });
    expect(order).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(maxInFlight).toBe(1);
    expect(results.map((r) => r.url)).toEqual(['/u/1.jpg', '/u/2.jpg', '/u/3.jpg']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(results);
    expect(events).toEqual(['loading:upload.uploading', 'hide']);
  });

  it('toasts a failed file (code other than 1 or a request error) and continues with the next', async () => {
    const { ui, events } = recordingUi();
    const client: Pick<ApiClient, 'request'> = {
      request: async <T>(_path: string, opts?: RequestOptions): Promise<Envelope<T>> => {
        const name = ((opts?.body as FormData).get('file') as File).name;
        if (name === 'bad.jpg') return { code: 0, msg: 'not an image', data: null as T };
        if (name === 'boom.jpg') throw new ApiError('http', 500, 500, 'x');
        return { code: 1, msg: 'ok', data: { url: name, fullurl: name } as T };
      },
    };
    const onComplete = jest.fn();
    const results = await uploadImages([file('a.jpg'), file('bad.jpg'), file('boom.jpg'), file('b.jpg')], {
      client,
      ui,
      onComplete,
    });
    expect(results.map((r) => r.url)).toEqual(['a.jpg', 'b.jpg']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['loading:upload.uploading', 'toast:upload.failed', 'toast:upload.failed', 'hide']);
  });

  it('completes with an empty list for no files', async () => {
    const { ui } = recordingUi();
    const onComplete = jest.fn();
    const request = jest.fn();
    await expect(uploadImages([], { ui, onComplete, client: { request } })).resolves.toEqual([]);
    expect(request).not.toHaveBeenCalled();
    expect(onComplete).toHaveBeenCalledWith([]);
  });
});
