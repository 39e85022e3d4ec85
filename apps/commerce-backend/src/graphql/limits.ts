import { GraphQLError } from 'graphql'
import type { ASTVisitor, ValidationContext } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { aliasLimitRule, depthLimitRule, nestingError } from './depth-limits'
import { nulLiteralRule, variablesError } from './input-limits'
import { costLimitRule } from './query-cost'

/**
 * Every limit, where it can act: brackets before the parser sees the query, depth, cost, aliases
 * and text literals when it is validated, the variables before it runs.
 */
export const limits: Plugin = {
  onParse({ params }) {
    const error = nestingError(String(params.source))
    if (error) throw error
  },
  onValidate({ addValidationRule }) {
    addValidationRule(depthLimitRule)
    addValidationRule(costLimitRule)
    addValidationRule(aliasLimitRule)
    addValidationRule(nulLiteralRule)
  },
  onExecute({ args, setResultAndStopExecution }) {
    const error = variablesError(args.variableValues)
    if (error) setResultAndStopExecution({ errors: [error] })
  },
}

/** Refuses `__schema` and `__type`, the fields that read the schema out (`__typename` is fine). */
export function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type')
        context.reportError(
          new GraphQLError('GraphQL introspection is not allowed.', {
            nodes: [node],
          }),
        )
    },
  }
}

/** In production, nobody needs the schema read out (GraphiQL, which does, is off there too). */
export const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noIntrospectionRule)
  },
}
