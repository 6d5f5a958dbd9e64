// antd's Input, Checkbox and the rest read the Form item they sit in through antd/es/form/context,
// which imports `FormProvider` from @rc-component/form's index: without side-effect hints that
// index brings the whole of rc Form (its Form, Field, List, store and async-validator, ~25 kB gzip)
// into every page with an input, such as the sign-in page, which draws no Form. This resolves that
// one import to the module that defines `FormProvider` (the same module the index re-exports, so
// pages with a Form share it unchanged).
import type { Plugin } from 'vite';

const FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

export function formProviderOnly(): Plugin {
  return {
    name: 'lunch:antd-form-provider-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== '@rc-component/form' || !importer || !FORM_CONTEXT.test(importer)) return null;
      return this.resolve('@rc-component/form/es/FormContext.js', importer, { ...options, skipSelf: true });
    },
  };
}
