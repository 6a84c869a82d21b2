import type { Rule } from 'eslint';

declare const plugin: { rules: { 'no-feature-cycle': Rule.RuleModule; 'web-layer': Rule.RuleModule } };
export default plugin;
