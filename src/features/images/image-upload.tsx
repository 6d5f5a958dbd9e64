// "Upload an image": pick a file (checked before anything is sent), see it, give it a title,
// upload. The server's answer (422 on `file`) is shown under the preview.
import { useRouter } from '@tanstack/react-router';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Upload } from 'antd';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { uploadImage } from '@/api/catalogue';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { failureMessages } from '@/crud/messages';
import { hasPermission } from '@/lib/permissions';
import { imageLabels } from '@/resources/images';
import { useSession } from '@/stores/session';
import { ACCEPTED_IMAGE_TYPES, checkImageFile, imageCheckMessages } from './image-file-check';

const messages = defineMessages({
  choose: { id: 'images.upload.choose', defaultMessage: 'Upload an image' },
  title: { id: 'images.upload.title', defaultMessage: 'Upload an image' },
  titleField: { id: 'images.upload.titleField', defaultMessage: 'Title' },
  titleHelp: { id: 'images.upload.titleHelp', defaultMessage: 'Left empty, the file name is used.' },
  submit: { id: 'images.upload.submit', defaultMessage: 'Upload' },
  cancel: { id: 'images.upload.cancel', defaultMessage: 'Cancel' },
  done: { id: 'images.upload.done', defaultMessage: 'The image has been uploaded.' },
});
const previewMessage = defineMessage<{ name: string }>({ id: 'images.upload.preview', defaultMessage: 'Preview of {name}' });

interface Picked {
  file: File;
  preview: string;
}

function readPreview(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function ImageUpload() {
  const intl = useIntl();
  const router = useRouter();
  const { message } = App.useApp();
  const user = useSession((state) => state.user);
  const [picked, setPicked] = useState<Picked>();
  const [form] = Form.useForm<{ title?: string }>();
  const { submit, submitting, error, clearError } = useFormSubmit(form, async ({ title }) => {
    if (!picked) return;
    await uploadImage(picked.file, title?.trim() || undefined);
    setPicked(undefined);
    void message.success(intl.formatMessage(messages.done));
    await router.invalidate();
  });
  if (!hasPermission(user, 'images.create')) return null;

  const pick = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      void message.error(intl.formatMessage(imageCheckMessages[problem]));
      return;
    }
    clearError();
    form.setFieldsValue({ title: file.name.replace(/\.[^.]+$/, '') });
    setPicked({ file, preview: await readPreview(file) });
  };

  return (
    <>
      <Upload
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button type="primary" icon={<UploadOutlined aria-hidden />}>
          {intl.formatMessage(messages.choose)}
        </Button>
      </Upload>
      <Modal
        open={picked !== undefined}
        title={intl.formatMessage(messages.title)}
        okText={intl.formatMessage(messages.submit)}
        cancelText={intl.formatMessage(messages.cancel)}
        confirmLoading={submitting}
        onOk={() => form.submit()}
        onCancel={() => setPicked(undefined)}
        destroyOnHidden
      >
        {picked && (
          <img
            src={picked.preview}
            alt={intl.formatMessage(previewMessage, { name: picked.file.name })}
            style={{ display: 'block', maxWidth: '100%', maxHeight: 240, margin: '0 auto 16px', borderRadius: 4 }}
          />
        )}
        <FormError error={error} title={intl.formatMessage(failureMessages.add, { entity: intl.formatMessage(imageLabels.entity) })} />
        <Form form={form} layout="vertical" onFinish={submit} disabled={submitting}>
          <Form.Item name="title" label={intl.formatMessage(messages.titleField)} extra={intl.formatMessage(messages.titleHelp)} rules={[{ max: 255 }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
