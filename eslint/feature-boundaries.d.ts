import type { Rule } from 'eslint';

declare const plugin: { rules: { 'no-feature-cycle': Rule.RuleModule; 'no-cross-feature-import': Rule.RuleModule } };
export default plugin;
